import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Main {
    static long isqrt(long n) {
        long lo = 0, hi = 1_000_000_001L;
        while (hi - lo > 1) {
            long mid = (lo + hi) / 2;
            if (mid * mid <= n) lo = mid; else hi = mid;
        }
        return lo;
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(isqrt(Long.parseLong(in.readLine().trim()))).append('\n');
        System.out.print(out);
    }
}
