import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer first = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(first.nextToken()), amount = Integer.parseInt(first.nextToken());
        StringTokenizer second = new StringTokenizer(in.readLine());
        int[] coins = new int[k];
        for (int i = 0; i < k; i++) coins[i] = Integer.parseInt(second.nextToken());
        int inf = amount + 1;
        int[] best = new int[amount + 1];
        Arrays.fill(best, inf);
        best[0] = 0;
        for (int a = 1; a <= amount; a++)
            for (int c : coins)
                if (c <= a) best[a] = Math.min(best[a], best[a - c] + 1);
        System.out.println(best[amount] < inf ? best[amount] : -1);
    }
}
