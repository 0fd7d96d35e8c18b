import java.io.*;
import java.util.*;

public class Main {
    static long power(long a, long b, long m) {
        long result = 1 % m;
        a %= m;
        while (b > 0) {
            if ((b & 1) == 1) result = result * a % m;
            a = a * a % m;
            b >>= 1;
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken()), b = Long.parseLong(st.nextToken()), m = Long.parseLong(st.nextToken());
            out.append(power(a, b, m)).append('\n');
        }
        System.out.print(out);
    }
}
