import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        HashMap<Integer, Integer> seen = new HashMap<>();
        seen.put(0, 1);
        int prefix = 0;
        long count = 0;
        for (int i = 0; i < n; i++) {
            prefix ^= Integer.parseInt(st.nextToken());
            count += seen.getOrDefault(prefix ^ k, 0);
            seen.merge(prefix, 1, Integer::sum);
        }
        System.out.println(count);
    }
}
