import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] v = new long[n];
        for (int i = 0; i < n; i++) v[i] = Long.parseLong(st.nextToken());
        long candidate = 0;
        int lead = 0;
        for (long x : v) {
            if (lead == 0) { candidate = x; lead = 1; } else lead += x == candidate ? 1 : -1;
        }
        int count = 0;
        for (long x : v) if (x == candidate) count++;
        System.out.println(2L * count > n ? String.valueOf(candidate) : "NO MAJORITY");
    }
}
