import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        final long MOD = 1_000_000_007L;
        int n = new Scanner(System.in).nextInt();
        long[] trees = new long[n + 1];
        trees[0] = 1;
        for (int size = 1; size <= n; size++)
            for (int left = 0; left < size; left++)
                trees[size] = (trees[size] + trees[left] * trees[size - 1 - left]) % MOD;
        System.out.println(trees[n]);
    }
}
