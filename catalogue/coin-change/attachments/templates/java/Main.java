import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer first = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(first.nextToken()), amount = Integer.parseInt(first.nextToken());
        StringTokenizer second = new StringTokenizer(in.readLine());
        int[] coins = new int[k];
        for (int i = 0; i < k; i++) coins[i] = Integer.parseInt(second.nextToken());
        // Print the fewest coins that add up to amount, or -1.
    }
}
