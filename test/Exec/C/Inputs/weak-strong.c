// Strong definitions that replace weak.c's weak ones at link time.
int config = 42;
const int limit = 7;
const char *name(void) { return "override"; }
void hook(int *counter) { *counter += 100; }
