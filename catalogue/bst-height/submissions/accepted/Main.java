import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        TreeMap<Long, Integer> depth = new TreeMap<>();
        int best = 0;
        for (int i = 0; i < n; i++) {
            long k = Long.parseLong(st.nextToken());
            Map.Entry<Long, Integer> below = depth.lowerEntry(k), above = depth.higherEntry(k);
            int d = 1;
            if (below != null) d = Math.max(d, below.getValue() + 1);
            if (above != null) d = Math.max(d, above.getValue() + 1);
            depth.put(k, d);
            best = Math.max(best, d);
        }
        System.out.println(best);
    }
}
