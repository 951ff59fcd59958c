/* 2-D nests over global arrays: a game-of-life step, a blur, a column
   sum and a transpose-add, with sizes held in internal globals. */
#include <stdio.h>

#define ROWS 128
#define COLS 128

static unsigned char cells[ROWS][COLS], next[ROWS][COLS];
static int heat[ROWS][COLS], blur[ROWS][COLS];
static int rows = ROWS, cols = COLS;
static long colsum[COLS];

static void life(void) {
  for (int i = 1; i < rows - 1; i++)
    for (int j = 1; j < cols - 1; j++) {
      int n = cells[i - 1][j - 1] + cells[i - 1][j] + cells[i - 1][j + 1] +
              cells[i][j - 1] + cells[i][j + 1] + cells[i + 1][j - 1] +
              cells[i + 1][j] + cells[i + 1][j + 1];
      next[i][j] = n == 3 || (n == 2 && cells[i][j]);
    }
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      cells[i][j] = next[i][j];
}

static void smooth(void) {
  for (int i = 1; i < rows - 1; i++)
    for (int j = 1; j < cols - 1; j++)
      blur[i][j] = (heat[i][j] * 4 + heat[i - 1][j] + heat[i + 1][j] +
                    heat[i][j - 1] + heat[i][j + 1]) >> 3;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      heat[i][j] = blur[i][j] + cells[i][j];
}

static long columns(void) {
  long total = 0;
  for (int j = 0; j < cols; j++)
    colsum[j] = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      colsum[j] += heat[i][j];
  for (int j = 0; j < cols; j++)
    total += colsum[j] * (j + 1);
  return total;
}

int main(void) {
  unsigned s = 5;
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++) {
      s = s * 1664525u + 1013904223u;
      cells[i][j] = (s >> 28) < 5;
      heat[i][j] = (int)((s >> 8) & 255);
    }
  long check = 0;
  for (int step = 0; step < 40; step++) {
    life();
    smooth();
    check = check * 7 + columns();
  }
  printf("%ld\n", check);
  return 0;
}
