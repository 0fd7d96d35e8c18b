import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] meetings = new long[n][2];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            meetings[i][0] = Long.parseLong(st.nextToken());
            meetings[i][1] = Long.parseLong(st.nextToken());
        }
        Arrays.sort(meetings, (a, b) -> Long.compare(a[1], b[1]));
        long freeAt = -1;
        int count = 0;
        for (long[] m : meetings) if (m[0] >= freeAt) { count++; freeAt = m[1]; }
        System.out.println(count);
    }
}
