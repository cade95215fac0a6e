package relgen

import "github.com/uridialect/uridialect/dialect"

// SearchWork is Relativize, also returning the work its full search did,
// in the units of Budget.
func SearchWork(d dialect.Dialect, base *dialect.Reference, target string) (string, int, error) {
	return search(d, base, target, nil, false, false)
}
