import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken()), c = Integer.parseInt(st.nextToken());
        int[][] a = new int[r][c];
        for (int i = 0; i < r; i++) {
            st = new StringTokenizer(in.readLine());
            for (int j = 0; j < c; j++) a[i][j] = Integer.parseInt(st.nextToken());
        }
        StringJoiner out = new StringJoiner(" ");
        int top = 0, bottom = r - 1, left = 0, right = c - 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) out.add(String.valueOf(a[top][j]));
            for (int i = top + 1; i <= bottom; i++) out.add(String.valueOf(a[i][right]));
            if (top < bottom) for (int j = right - 1; j >= left; j--) out.add(String.valueOf(a[bottom][j]));
            if (left < right) for (int i = bottom - 1; i > top; i--) out.add(String.valueOf(a[i][left]));
            top++; bottom--; left++; right--;
        }
        System.out.println(out);
    }
}
