import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1000000007L;

    // Lucas: row r has prod(digit + 1) values not divisible by p (digits of r in base p).
    // With n = d * p^i + rest: count(n) = d(d+1)/2 * T^i + (d + 1) * count(rest), T = p(p+1)/2.
    static long countNotDivisible(long n, long p) {
        long f = 0, power = 1, t = (p * (p + 1) / 2) % MOD;
        while (n > 0) {
            long d = n % p;
            n /= p;
            f = ((d * (d + 1) / 2) % MOD * power + (d + 1) % MOD * f) % MOD;
            power = power * t % MOD;
        }
        return f;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long n = Long.parseLong(st.nextToken());
            long p = Long.parseLong(st.nextToken());
            out.append(countNotDivisible(n, p)).append('\n');
        }
        System.out.print(out);
    }
}
