import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long low = Long.parseLong(st.nextToken()), best = 0;
        for (int i = 1; i < n; i++) {
            long x = Long.parseLong(st.nextToken());
            best = Math.max(best, x - low);
            low = Math.min(low, x);
        }
        System.out.println(best);
    }
}
