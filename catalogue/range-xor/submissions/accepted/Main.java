import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static long prefixXor(long n) {
        if (n < 0) return 0;
        long[] pattern = {n, 1, n + 1, 0};
        return pattern[(int) (n % 4)];
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer t = new StringTokenizer(in.readLine());
            long l = Long.parseLong(t.nextToken()), r = Long.parseLong(t.nextToken());
            out.append(prefixXor(r) ^ prefixXor(l - 1)).append('\n');
        }
        System.out.print(out);
    }
}
