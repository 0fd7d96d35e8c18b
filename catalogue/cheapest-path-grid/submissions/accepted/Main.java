import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken()), c = Integer.parseInt(st.nextToken());
        long[] best = new long[c];
        for (int i = 0; i < r; i++) {
            st = new StringTokenizer(in.readLine());
            for (int j = 0; j < c; j++) {
                long t = Long.parseLong(st.nextToken());
                if (i == 0 && j == 0) best[j] = t;
                else if (i == 0) best[j] = best[j - 1] + t;
                else if (j == 0) best[j] += t;
                else best[j] = Math.min(best[j], best[j - 1]) + t;
            }
        }
        System.out.println(best[c - 1]);
    }
}
