import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] ones = new long[30];
        for (int i = 0; i < n; i++) {
            int x = Integer.parseInt(st.nextToken());
            for (int b = 0; b < 30; b++) ones[b] += x >> b & 1;
        }
        long total = 0;
        for (int b = 0; b < 30; b++) total += ones[b] * (n - ones[b]);
        System.out.println(total);
    }
}
