import java.io.*;
import java.util.*;

public class Main {
    static final int TOP = 1_000_001;
    static int[] countTree = new int[TOP + 1];
    static long[] sumTree = new long[TOP + 1];

    static void update(int s, int c) {
        for (int i = s + 1; i <= TOP; i += i & -i) { countTree[i] += c; sumTree[i] += (long) c * s; }
    }

    static int countUpTo(int s) { int r = 0; for (int i = s + 1; i > 0; i -= i & -i) r += countTree[i]; return r; }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        HashMap<String, Integer> score = new HashMap<>();
        int players = 0;
        long total = 0;
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < q; t++) {
            String[] p = in.readLine().trim().split(" ");
            if (p[0].equals("top")) {
                int k = Integer.parseInt(p[1]);
                if (k >= players) { out.append(total).append('\n'); continue; }
                int below = players - k, pos = 0;
                long sumBelow = 0;
                for (int step = 1 << 20; step > 0; step >>= 1)
                    if (pos + step <= TOP && countTree[pos + step] < below) { pos += step; below -= countTree[pos]; sumBelow += sumTree[pos]; }
                out.append(total - sumBelow - (long) below * pos).append('\n');
                continue;
            }
            String name = p[1];
            if (!score.containsKey(name)) { score.put(name, 0); players++; update(0, 1); }
            int s = score.get(name);
            if (p[0].equals("add")) {
                int pts = Integer.parseInt(p[2]);
                update(s, -1);
                update(s + pts, 1);
                score.put(name, s + pts);
                total += pts;
            } else {
                out.append(players - countUpTo(s) + 1).append('\n');
            }
        }
        System.out.print(out);
    }
}
