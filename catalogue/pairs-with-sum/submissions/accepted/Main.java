import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        HashMap<Long, Long> seen = new HashMap<>();
        long pairs = 0;
        for (int i = 0; i < n; i++) {
            long x = Long.parseLong(st.nextToken());
            pairs += seen.getOrDefault(k - x, 0L);
            seen.merge(x, 1L, Long::sum);
        }
        System.out.println(pairs);
    }
}
