import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        PriorityQueue<Long> low = new PriorityQueue<>(Comparator.reverseOrder()), high = new PriorityQueue<>();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            long x = Long.parseLong(st.nextToken());
            if (low.isEmpty() || x <= low.peek()) low.add(x); else high.add(x);
            if (low.size() > high.size() + 1) high.add(low.poll());
            else if (high.size() > low.size()) low.add(high.poll());
            out.append(low.peek()).append(i + 1 < n ? ' ' : '\n');
        }
        System.out.print(out);
    }
}
