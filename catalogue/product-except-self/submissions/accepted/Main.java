import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final long MOD = 1_000_000_007L;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] a = new long[n], left = new long[n], out = new long[n];
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken()) % MOD;
        left[0] = 1;
        for (int i = 1; i < n; i++) left[i] = left[i - 1] * a[i - 1] % MOD;
        long right = 1;
        for (int i = n - 1; i >= 0; i--) {
            out[i] = left[i] * right % MOD;
            right = right * a[i] % MOD;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(out[i]).append(i + 1 < n ? ' ' : '\n');
        System.out.print(sb);
    }
}
