import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = next(in), q = next(in);
        final int LOG = 15;
        int[][] up = new int[LOG][n + 1];
        int[] depth = new int[n + 1];
        up[0][1] = 1;
        for (int i = 2; i <= n; i++) { up[0][i] = next(in); depth[i] = depth[up[0][i]] + 1; }
        for (int k = 1; k < LOG; k++) for (int i = 1; i <= n; i++) up[k][i] = up[k - 1][up[k - 1][i]];
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < q; t++) {
            int u = next(in), v = next(in);
            if (depth[u] < depth[v]) { int s = u; u = v; v = s; }
            for (int k = LOG - 1; k >= 0; k--) if (depth[u] - (1 << k) >= depth[v]) u = up[k][u];
            if (u != v) {
                for (int k = LOG - 1; k >= 0; k--) if (up[k][u] != up[k][v]) { u = up[k][u]; v = up[k][v]; }
                u = up[0][u];
            }
            out.append(u).append('\n');
        }
        System.out.print(out);
    }

    private static int next(DataInputStream in) throws IOException {
        int ret = 0, b = in.read();
        while (b < '0') b = in.read();
        while (b >= '0') { ret = ret * 10 + b - '0'; b = in.read(); }
        return ret;
    }
}
