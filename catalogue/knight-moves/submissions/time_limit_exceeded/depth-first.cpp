// Tries every route up to a growing number of moves (iterative deepening): exponential.
#include <cstdio>

static const int DR[] = {1, 2, -1, -2, 1, 2, -1, -2};
static const int DC[] = {2, 1, 2, 1, -2, -1, -2, -1};

static bool reach(int n, int r, int c, int gr, int gc, int left) {
    if (r == gr && c == gc) return true;
    if (left == 0) return false;
    for (int m = 0; m < 8; m++) {
        int nr = r + DR[m], nc = c + DC[m];
        if (nr >= 1 && nr <= n && nc >= 1 && nc <= n && reach(n, nr, nc, gr, gc, left - 1)) return true;
    }
    return false;
}

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, r1, c1, r2, c2, answer = -1;
        std::scanf("%d %d %d %d %d", &n, &r1, &c1, &r2, &c2);
        for (int depth = 0; depth < 2 * n + 2; depth++) {
            if (reach(n, r1, c1, r2, c2, depth)) {
                answer = depth;
                break;
            }
        }
        std::printf("%d\n", answer);
    }
}
