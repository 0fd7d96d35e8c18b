import java.util.*;

public class Main {
    public static void main(String[] args) {
        final long MOD = 1_000_000_007L;
        int n = new Scanner(System.in).nextInt();
        // Print the number of binary search trees with keys 1..n, modulo MOD.
    }
}
