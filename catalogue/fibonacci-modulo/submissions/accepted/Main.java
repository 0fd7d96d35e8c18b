import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    // The 2×2 matrix [[1, 1], [1, 0]] to the power n holds F(n); residues < 10^9 keep products in a long.
    static long[][] multiply(long[][] x, long[][] y, long m) {
        long[][] z = new long[2][2];
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++)
                z[i][j] = (x[i][0] * y[0][j] % m + x[i][1] * y[1][j] % m) % m;
        return z;
    }

    static long fib(long n, long m) {
        long[][] result = {{1 % m, 0}, {0, 1 % m}};
        long[][] base = {{1, 1}, {1, 0}};
        for (; n > 0; n >>= 1) {
            if ((n & 1) == 1) result = multiply(result, base, m);
            base = multiply(base, base, m);
        }
        return result[0][1];
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer t = new StringTokenizer(in.readLine());
            long n = Long.parseLong(t.nextToken()), m = Long.parseLong(t.nextToken());
            out.append(fib(n, m)).append('\n');
        }
        System.out.print(out);
    }
}
