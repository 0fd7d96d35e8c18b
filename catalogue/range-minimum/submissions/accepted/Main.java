import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        int levels = 32 - Integer.numberOfLeadingZeros(n);
        long[][] table = new long[levels][];
        table[0] = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) table[0][i] = Long.parseLong(st.nextToken());
        for (int k = 1; k < levels; k++) {
            table[k] = new long[n - (1 << k) + 1];
            for (int i = 0; i + (1 << k) <= n; i++) table[k][i] = Math.min(table[k - 1][i], table[k - 1][i + (1 << (k - 1))]);
        }
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < q; t++) {
            st = new StringTokenizer(in.readLine());
            int l = Integer.parseInt(st.nextToken()), r = Integer.parseInt(st.nextToken());
            int k = 31 - Integer.numberOfLeadingZeros(r - l + 1);
            out.append(Math.min(table[k][l - 1], table[k][r - (1 << k)])).append('\n');
        }
        System.out.print(out);
    }
}
