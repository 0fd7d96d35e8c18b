import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        HashSet<Long> seen = new HashSet<>();
        for (int i = 0; i < n; i++) seen.add(Long.parseLong(st.nextToken()));
        System.out.println(seen.size());
    }
}
