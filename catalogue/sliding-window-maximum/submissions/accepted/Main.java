import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        long[] a = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());
        int[] window = new int[n];
        int head = 0, tail = 0;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            while (tail > head && a[window[tail - 1]] <= a[i]) tail--;
            window[tail++] = i;
            if (window[head] <= i - k) head++;
            if (i >= k - 1) out.append(a[window[head]]).append(i + 1 < n ? ' ' : '\n');
        }
        System.out.print(out);
    }
}
