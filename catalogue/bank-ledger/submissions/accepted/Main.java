import java.io.*;
import java.util.*;

public class Main {
    static class Bank {
        private final Map<String, Long> balances = new HashMap<>();

        long balance(String name) { return balances.getOrDefault(name, 0L); }

        String deposit(String name, long x) { balances.merge(name, x, Long::sum); return "OK"; }

        String withdraw(String name, long x) {
            if (balance(name) < x) return "INSUFFICIENT FUNDS";
            balances.put(name, balance(name) - x);
            return "OK";
        }

        String transfer(String from, String to, long x) {
            if (from.equals(to)) return "SAME ACCOUNT";
            if (balance(from) < x) return "INSUFFICIENT FUNDS";
            withdraw(from, x);
            return deposit(to, x);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        Bank bank = new Bank();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            String[] p = in.readLine().trim().split(" ");
            String answer = switch (p[0]) {
                case "deposit" -> bank.deposit(p[1], Long.parseLong(p[2]));
                case "withdraw" -> bank.withdraw(p[1], Long.parseLong(p[2]));
                case "transfer" -> bank.transfer(p[1], p[2], Long.parseLong(p[3]));
                default -> String.valueOf(bank.balance(p[1]));
            };
            out.append(answer).append('\n');
        }
        System.out.print(out);
    }
}
