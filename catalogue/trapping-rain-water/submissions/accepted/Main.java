import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] h = new long[n];
        for (int i = 0; i < n; i++) h[i] = Long.parseLong(st.nextToken());
        int l = 0, r = n - 1;
        long leftMax = 0, rightMax = 0, water = 0;
        while (l <= r) {
            if (h[l] <= h[r]) { leftMax = Math.max(leftMax, h[l]); water += leftMax - h[l++]; }
            else { rightMax = Math.max(rightMax, h[r]); water += rightMax - h[r--]; }
        }
        System.out.println(water);
    }
}
