import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] jobs = new long[n][2];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            jobs[i][0] = Long.parseLong(st.nextToken());
            jobs[i][1] = Long.parseLong(st.nextToken());
        }
        Arrays.sort(jobs, (a, b) -> Long.compare(a[0], b[0]));
        PriorityQueue<Long> taken = new PriorityQueue<>();
        long total = 0;
        for (long[] j : jobs) {
            taken.add(j[1]);
            total += j[1];
            if (taken.size() > j[0]) total -= taken.poll();
        }
        System.out.println(total);
    }
}
