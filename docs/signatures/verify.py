import hashlib
import hmac
import sys


def verify_kurir_signature(key, raw_body, header):
    """True when header (the X-Kurir-Signature value) is "sha256=" and the hex HMAC-SHA256 of the
    raw body bytes under the webhook's key. Never raises: a missing header is False, and
    compare_digest compares bytes in constant time and answers False for another length."""
    if not isinstance(header, str):
        return False
    key_bytes = key.encode("utf-8") if isinstance(key, str) else key
    expected = "sha256=" + hmac.new(key_bytes, raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected.encode("ascii"), header.encode("utf-8"))


# In a receiver, pass the body's bytes as they arrived: request.get_data() in Flask,
# await request.body() in FastAPI/Starlette, request.body in Django; the header may be None.

# From a shell: python3 verify.py KEY [HEADER] < body   prints true or false
if __name__ == "__main__":
    header = sys.argv[2] if len(sys.argv) > 2 else None
    print("true" if verify_kurir_signature(sys.argv[1], sys.stdin.buffer.read(), header) else "false")
