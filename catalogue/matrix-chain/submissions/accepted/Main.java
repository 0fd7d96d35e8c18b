import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] d = new long[n + 1];
        for (int i = 0; i <= n; i++) d[i] = Long.parseLong(st.nextToken());
        long[][] best = new long[n][n];
        for (int len = 2; len <= n; len++)
            for (int i = 0; i + len - 1 < n; i++) {
                int j = i + len - 1;
                best[i][j] = Long.MAX_VALUE;
                for (int k = i; k < j; k++) best[i][j] = Math.min(best[i][j], best[i][k] + best[k + 1][j] + d[i] * d[k + 1] * d[j + 1]);
            }
        System.out.println(best[0][n - 1]);
    }
}
