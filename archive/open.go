package archive

import (
	"io"
	"os"
)

// Open returns a Reader of the named input: a file, or standard input
// (read from stdin) for "-". The caller closes the returned closer.
func Open(name string, stdin io.Reader) (*Reader, io.Closer, error) {
	if name == Stdin {
		return NewReader(stdin, name), io.NopCloser(nil), nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	return NewReader(f, name), f, nil
}
