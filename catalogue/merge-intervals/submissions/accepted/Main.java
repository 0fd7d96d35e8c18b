import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] spans = new long[n][2];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            spans[i][0] = Long.parseLong(st.nextToken());
            spans[i][1] = Long.parseLong(st.nextToken());
        }
        Arrays.sort(spans, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        List<long[]> merged = new ArrayList<>();
        for (long[] s : spans) {
            if (!merged.isEmpty() && s[0] <= merged.get(merged.size() - 1)[1]) {
                long[] last = merged.get(merged.size() - 1);
                last[1] = Math.max(last[1], s[1]);
            } else {
                merged.add(new long[] {s[0], s[1]});
            }
        }
        StringBuilder out = new StringBuilder().append(merged.size()).append('\n');
        for (long[] m : merged) out.append(m[0]).append(' ').append(m[1]).append('\n');
        System.out.print(out);
    }
}
