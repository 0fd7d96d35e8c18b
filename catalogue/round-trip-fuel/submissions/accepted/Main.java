import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer gs = new StringTokenizer(in.readLine()), cs = new StringTokenizer(in.readLine());
        long tank = 0, total = 0;
        int start = 0;
        for (int i = 0; i < n; i++) {
            long d = Long.parseLong(gs.nextToken()) - Long.parseLong(cs.nextToken());
            tank += d;
            total += d;
            if (tank < 0) { start = i + 1; tank = 0; }
        }
        System.out.println(total < 0 ? -1 : start + 1);
    }
}
