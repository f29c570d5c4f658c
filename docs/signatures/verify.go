package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
)

// VerifyKurirSignature reports whether header (the X-Kurir-Signature value) is "sha256=" and the
// hex HMAC-SHA256 of the raw body bytes under the webhook's key. hmac.Equal compares in constant
// time and is false for another length; a missing header (r.Header.Get gives "") is false.
func VerifyKurirSignature(key, rawBody []byte, header string) bool {
	mac := hmac.New(sha256.New, key)
	mac.Write(rawBody)
	expected := "sha256=" + hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(expected), []byte(header))
}

// In a net/http handler: raw, err := io.ReadAll(r.Body), then
// VerifyKurirSignature(key, raw, r.Header.Get("X-Kurir-Signature")) before json.Unmarshal(raw, &event).

// From a shell: go run verify.go KEY [HEADER] < body   prints true or false
func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: go run verify.go KEY [HEADER] < body")
		os.Exit(2)
	}
	body, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	header := ""
	if len(os.Args) > 2 {
		header = os.Args[2]
	}
	fmt.Println(VerifyKurirSignature([]byte(os.Args[1]), body, header))
}
