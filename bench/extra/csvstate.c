#include <stdio.h>
#include <string.h>

/* CSV parser: state machine over bytes with quoted fields */
enum { ST_START, ST_UNQUOTED, ST_QUOTED, ST_QUOTE_IN_QUOTED, ST_ERROR };

typedef struct { long fields, rows, quoted, errors; unsigned long hash; int maxlen; } Stats;

static void parse_csv(const char *s, int n, Stats *st) {
    int state = ST_START, flen = 0;
    unsigned long fh = 5381;
    for (int i = 0; i < n; i++) {
        char c = s[i];
        switch (state) {
        case ST_START:
            if (c == '"') { state = ST_QUOTED; st->quoted++; }
            else if (c == ',') { st->fields++; st->hash += fh; fh = 5381; flen = 0; }
            else if (c == '\n') { st->fields++; st->rows++; st->hash += fh; fh = 5381; flen = 0; }
            else { state = ST_UNQUOTED; fh = fh * 33 + c; flen++; }
            break;
        case ST_UNQUOTED:
            if (c == ',') { st->fields++; st->hash += fh; fh = 5381; if (flen > st->maxlen) st->maxlen = flen; flen = 0; state = ST_START; }
            else if (c == '\n') { st->fields++; st->rows++; st->hash += fh; fh = 5381; if (flen > st->maxlen) st->maxlen = flen; flen = 0; state = ST_START; }
            else if (c == '"') { state = ST_ERROR; }
            else { fh = fh * 33 + c; flen++; }
            break;
        case ST_QUOTED:
            if (c == '"') state = ST_QUOTE_IN_QUOTED;
            else { fh = fh * 33 + c; flen++; }
            break;
        case ST_QUOTE_IN_QUOTED:
            if (c == '"') { fh = fh * 33 + c; flen++; state = ST_QUOTED; }
            else if (c == ',') { st->fields++; st->hash += fh; fh = 5381; if (flen > st->maxlen) st->maxlen = flen; flen = 0; state = ST_START; }
            else if (c == '\n') { st->fields++; st->rows++; st->hash += fh; fh = 5381; if (flen > st->maxlen) st->maxlen = flen; flen = 0; state = ST_START; }
            else state = ST_ERROR;
            break;
        case ST_ERROR:
            if (c == '\n') { st->errors++; st->rows++; fh = 5381; flen = 0; state = ST_START; }
            break;
        }
    }
}

static unsigned seed = 555;
static unsigned rnd(void) { seed = seed * 1103515245u + 12345u; return (seed >> 16) & 0x7fff; }

int main(void) {
    static char buf[1 << 20];
    int n = 0;
    while (n < (1 << 20) - 64) {
        int nf = 1 + rnd() % 8;
        for (int f = 0; f < nf; f++) {
            int kind = rnd() % 10;
            int len = rnd() % 12;
            if (kind < 6) { for (int k = 0; k < len; k++) buf[n++] = 'a' + rnd() % 26; }
            else if (kind < 9) {
                buf[n++] = '"';
                for (int k = 0; k < len; k++) { int r = rnd() % 20; if (r == 0) { buf[n++] = '"'; buf[n++] = '"'; } else if (r == 1) buf[n++] = ','; else buf[n++] = 'A' + r; }
                buf[n++] = '"';
            } else { buf[n++] = 'x'; buf[n++] = '"'; buf[n++] = 'y'; }
            buf[n++] = f == nf - 1 ? '\n' : ',';
        }
    }
    Stats st; memset(&st, 0, sizeof st);
    for (int rep = 0; rep < 3; rep++) parse_csv(buf, n, &st);
    printf("n=%d fields=%ld rows=%ld quoted=%ld errors=%ld hash=%lu maxlen=%d\n", n, st.fields, st.rows, st.quoted, st.errors, st.hash, st.maxlen);
    return 0;
}
