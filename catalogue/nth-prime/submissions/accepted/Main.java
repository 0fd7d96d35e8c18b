import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final int LIMIT = 15485863;  // the 10^6-th prime
        boolean[] composite = new boolean[LIMIT + 1];
        int[] primes = new int[1000000];
        int count = 0;
        for (int i = 2; i <= LIMIT; i++) {
            if (composite[i]) continue;
            primes[count++] = i;
            if ((long) i * i <= LIMIT)
                for (int j = i * i; j <= LIMIT; j += i) composite[j] = true;
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            int n = Integer.parseInt(in.readLine().trim());
            out.append(primes[n - 1]).append('\n');
        }
        System.out.print(out);
    }
}
