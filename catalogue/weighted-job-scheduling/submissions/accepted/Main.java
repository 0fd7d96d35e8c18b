import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] jobs = new long[n][3];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            jobs[i][1] = Long.parseLong(st.nextToken());
            jobs[i][0] = Long.parseLong(st.nextToken());
            jobs[i][2] = Long.parseLong(st.nextToken());
        }
        Arrays.sort(jobs, (a, b) -> Long.compare(a[0], b[0]));
        long[] best = new long[n + 1];
        for (int k = 1; k <= n; k++) {
            long s = jobs[k - 1][1];
            int lo = 0, hi = k - 1;  // the number of earlier jobs ending by s
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (jobs[mid][0] <= s) lo = mid + 1; else hi = mid;
            }
            best[k] = Math.max(best[k - 1], best[lo] + jobs[k - 1][2]);
        }
        System.out.println(best[n]);
    }
}
