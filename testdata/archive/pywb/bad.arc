filedesc://bad.arc.gz 127.0.0.1 20140301000000 text/plain -1
1 0 Bad Capture
URL IP-address Archive-date Content-type Archive-length

http://example.com/ 93.184.216.119 201404010000000000 text/html -1

http://example.com/ 127.0.0.1 20140102000000 text/plain 1


http://example.com/ 93.184.216.119 201404010000000000 text/html abc

