import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    static long power(long a, long b) {
        long r = 1;
        for (a %= MOD; b > 0; b >>= 1, a = a * a % MOD) if ((b & 1) == 1) r = r * a % MOD;
        return r;
    }

    public static void main(String[] args) throws IOException {
        final int TOP = 1_000_000;
        long[] fact = new long[TOP + 1], inv = new long[TOP + 1];
        fact[0] = 1;
        for (int i = 1; i <= TOP; i++) fact[i] = fact[i - 1] * i % MOD;
        inv[TOP] = power(fact[TOP], MOD - 2);
        for (int i = TOP; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < q; t++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
            out.append(fact[n] * inv[k] % MOD * inv[n - k] % MOD).append('\n');
        }
        System.out.print(out);
    }
}
