import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[] arrive = new long[n], depart = new long[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            arrive[i] = Long.parseLong(st.nextToken());
            depart[i] = Long.parseLong(st.nextToken());
        }
        Arrays.sort(arrive);
        Arrays.sort(depart);
        int used = 0, best = 0, j = 0;
        for (int i = 0; i < n; i++) {
            while (depart[j] < arrive[i]) { used--; j++; }
            used++;
            best = Math.max(best, used);
        }
        System.out.println(best);
    }
}
