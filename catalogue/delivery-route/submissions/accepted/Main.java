import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] d = new long[n][n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            for (int j = 0; j < n; j++) d[i][j] = Long.parseLong(st.nextToken());
        }
        long INF = Long.MAX_VALUE / 4;
        long[][] best = new long[1 << n][n];
        for (long[] row : best) Arrays.fill(row, INF);
        best[1][0] = 0;
        for (int mask = 1; mask < (1 << n); mask += 2)
            for (int j = 0; j < n; j++) {
                if (best[mask][j] >= INF) continue;
                for (int k = 1; k < n; k++)
                    if ((mask >> k & 1) == 0) {
                        int next = mask | 1 << k;
                        best[next][k] = Math.min(best[next][k], best[mask][j] + d[j][k]);
                    }
            }
        long answer = INF;
        for (int j = 0; j < n; j++) answer = Math.min(answer, best[(1 << n) - 1][j] + d[j][0]);
        System.out.println(answer);
    }
}
