import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] tails = new long[n];
        int length = 0;
        for (int i = 0; i < n; i++) {
            long x = Long.parseLong(st.nextToken());
            int lo = 0, hi = length;  // the first tail >= x
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < x) lo = mid + 1; else hi = mid;
            }
            tails[lo] = x;
            if (lo == length) length++;
        }
        System.out.println(length);
    }
}
