import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        PriorityQueue<Long> ropes = new PriorityQueue<>();
        for (int i = 0; i < n; i++) ropes.add(Long.parseLong(st.nextToken()));
        long cost = 0;
        while (ropes.size() > 1) {
            long joined = ropes.poll() + ropes.poll();
            cost += joined;
            ropes.add(joined);
        }
        System.out.println(cost);
    }
}
