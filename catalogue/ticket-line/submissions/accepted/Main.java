import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        long[] t = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) t[i] = Long.parseLong(st.nextToken());
        long want = t[k - 1], total = 0;
        for (int i = 0; i < n; i++) total += Math.min(t[i], i < k ? want : want - 1);
        System.out.println(total);
    }
}
