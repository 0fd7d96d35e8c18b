import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final int MAX_N = 1000000;
        // s(n): walk from n until the value drops below n, then add the known s of that value.
        int[] steps = new int[MAX_N + 1];
        for (int n = 2; n <= MAX_N; n++) {
            long m = n;
            int c = 0;
            while (m >= n) {
                m = (m % 2 == 0) ? m / 2 : 3 * m + 1;
                c++;
            }
            steps[n] = c + steps[(int) m];
        }
        long[] prefix = new long[MAX_N + 1];
        for (int n = 1; n <= MAX_N; n++) prefix[n] = prefix[n - 1] + steps[n];

        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int q = readInt(in);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int l = readInt(in), r = readInt(in);
            out.append(prefix[r] - prefix[l - 1]).append('\n');
        }
        System.out.print(out);
    }

    static int readInt(DataInputStream in) throws IOException {
        int b = in.read();
        while (b < '0' || b > '9') b = in.read();
        int v = 0;
        while (b >= '0' && b <= '9') {
            v = v * 10 + (b - '0');
            b = in.read();
        }
        return v;
    }
}
