import java.io.*;
import java.math.BigInteger;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken()), b = Long.parseLong(st.nextToken());
            long x = a, y = b;
            while (y != 0) { long t = x % y; x = y; y = t; }
            BigInteger lcm = BigInteger.valueOf(a / x).multiply(BigInteger.valueOf(b));
            out.append(x).append(' ').append(lcm).append('\n');
        }
        System.out.print(out);
    }
}
