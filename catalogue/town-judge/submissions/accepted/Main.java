import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        int[] score = new int[n + 1];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            score[Integer.parseInt(st.nextToken())]--;
            score[Integer.parseInt(st.nextToken())]++;
        }
        int judge = -1;
        for (int i = 1; i <= n && judge < 0; i++) if (score[i] == n - 1) judge = i;
        System.out.println(judge);
    }
}
